import { toAlerts, toOffice } from "./city-info";

test("office: absent fields are null; no office is null", () => {
  expect(toOffice({ name: "Kiosk", latitude: 48.85 })).toEqual({
    name: "Kiosk",
    address: null,
    telephone: null,
    openingHours: null,
    latitude: 48.85,
    longitude: null,
  });
  expect(toOffice(null)).toBeNull();
});

test("alerts: untitled ones and empty lines are dropped", () => {
  expect(toAlerts([{ title: "Works", lines: [{ text: "Line 1" }, { text: "" }, null] }, { title: "" }, null])).toEqual([
    { title: "Works", startDate: null, endDate: null, severity: null, lines: ["Line 1"] },
  ]);
});
