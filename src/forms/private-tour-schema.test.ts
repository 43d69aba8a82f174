import { FORM_FIELDS, FORM_SCHEMAS } from "./schema";

/** The private-tour request's day and group size (optional; checked when given), the same rule on the web server. */
describe("private-tour request: date and group size", () => {
  const base = {
    city: "paris",
    locale: "en",
    name: "Ann Lee",
    email: "ann@example.org",
    phone: "+44 20 7946 0958",
    country: "GB",
    eventDescription: "A company outing for 35 people in May.",
  };
  const schema = FORM_SCHEMAS["private-tour"];
  const issues = (extra: Record<string, string>) => {
    const result = schema.safeParse({ ...base, ...extra });
    return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
  };

  it("the form shows both fields, between the country and the description", () => {
    expect(FORM_FIELDS["private-tour"]).toEqual([
      "name",
      "email",
      "company",
      "phone",
      "country",
      "tourDate",
      "groupSize",
      "eventDescription",
    ]);
  });
  it("accepts them empty, or a day and a size from 1 to 999", () => {
    expect(issues({})).toEqual([]);
    expect(issues({ tourDate: "", groupSize: "" })).toEqual([]);
    expect(issues({ tourDate: "2027-05-14", groupSize: "35" })).toEqual([]);
    expect(issues({ groupSize: "999" })).toEqual([]);
  });
  it("refuses a malformed day and a size outside 1-999", () => {
    expect(issues({ tourDate: "14/05/2027" })).toEqual(["tourDate: forms.error.invalid"]);
    expect(issues({ tourDate: "2027-13-01" })).toEqual(["tourDate: forms.error.invalid"]);
    expect(issues({ groupSize: "0" })).toEqual(["groupSize: forms.error.invalid"]);
    expect(issues({ groupSize: "1000" })).toEqual(["groupSize: forms.error.invalid"]);
    expect(issues({ groupSize: "thirty" })).toEqual(["groupSize: forms.error.invalid"]);
  });
});
