import { z } from "zod";
import { formikErrors, summaryRows, zodProblems } from "./form-adapter";
import type { MessageKey } from "../i18n/use-t";

z.config({ jitless: true });

const schema = z.object({
  name: z.string().min(2, { error: "forms.error.tooShort" }).max(5, { error: "forms.error.tooLong" }),
  email: z.string().email({ error: "forms.error.email" }),
});
const t = (key: MessageKey) => `«${key}»`;

describe("form adapter (zod → formik)", () => {
  test("the first problem of each field, its catalogue key translated", () => {
    const problems = zodProblems(schema.safeParse({ name: "", email: "nope" }));
    expect(problems).toEqual([
      { field: "name", key: "forms.error.tooShort" },
      { field: "email", key: "forms.error.email" },
    ]);
    expect(formikErrors(problems, t)).toEqual({ name: "«forms.error.tooShort»", email: "«forms.error.email»" });
  });

  test("a valid form has no problems", () => {
    expect(zodProblems(schema.safeParse({ name: "Ann", email: "ann@example.com" }))).toEqual([]);
    expect(formikErrors([], t)).toEqual({});
  });

  test("the summary lists fields in the form's order, not the errors' order", () => {
    expect(summaryRows(["lastName", "firstName", "email"], { email: "bad", firstName: "short" })).toEqual([
      ["firstName", "short"],
      ["email", "bad"],
    ]);
  });
});
