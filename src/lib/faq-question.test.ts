import { parseFaqQuestion } from "./faq-question";

test("icon|text questions", () => {
  expect(parseFaqQuestion("clock|How long does the tour last?")).toEqual({
    icon: "clock",
    text: "How long does the tour last?",
  });
  expect(parseFaqQuestion("Where does it start?")).toEqual({ icon: null, text: "Where does it start?" });
  expect(parseFaqQuestion("nope|Text")).toEqual({ icon: null, text: "nope|Text" });
});
