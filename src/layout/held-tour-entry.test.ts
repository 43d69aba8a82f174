import { nameParts } from "./held-tour-entry";

const S = "\u0001";
const mark = (sentence: string) => sentence.replace(/\{\{(\w+)\}\}/g, (_, k: string) => `${S}${k}${S}`);

test("the sentence is cut at its placeholders: hidden words before the first part and after each part", () => {
  expect(nameParts(mark("Your held tour: {{title}}, {{date}}, held for {{time}}"))).toEqual([
    { key: "title", before: "Your held tour: ", after: ", " },
    { key: "date", before: "", after: ", held for " },
    { key: "time", before: "", after: "" },
  ]);
  // Dutch puts words after the time: they stay in the name, hidden.
  const nl = nameParts(mark("Uw vastgehouden tour: {{title}}, {{date}}, nog {{time}} vastgehouden"));
  expect(nl.map((p) => p.key)).toEqual(["title", "date", "time"]);
  expect(nl[2]?.after).toBe(" vastgehouden");
  expect(nl.map((p) => `${p.before}[${p.key}]${p.after}`).join("")).toBe(
    "Uw vastgehouden tour: [title], [date], nog [time] vastgehouden",
  );
});
