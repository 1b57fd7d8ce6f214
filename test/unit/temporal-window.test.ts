import { describe, it } from "vitest";
import { isoSpan, overlaps, parseTimeWindow, withoutPhrase } from "../../src/services/search/temporal-window";

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString().slice(0, 10));
const window = (q: string, now = new Date("2024-06-15T12:00:00Z")) => {
  const w = parseTimeWindow(q, now);
  return w && { start: iso(w.start), end: iso(w.end), phrase: w.phrase };
};

describe("time windows in questions", () => {
  it("reads years, months, days and quarters", ({ expect }) => {
    expect(window("What did Alice do in 2019?")).toEqual({ start: "2019-01-01", end: "2019-12-31", phrase: "in 2019" });
    expect(window("What happened in March 2023?")).toEqual({ start: "2023-03-01", end: "2023-03-31", phrase: "in March 2023" });
    expect(window("Who visited on 5 May 2021?")).toMatchObject({ start: "2021-05-05", end: "2021-05-05" });
    expect(window("Who visited on May 5th, 2021?")).toMatchObject({ start: "2021-05-05", end: "2021-05-05" });
    expect(window("Sales in 2022-07")).toMatchObject({ start: "2022-07-01", end: "2022-07-31" });
    expect(window("Revenue in Q2 2020")).toMatchObject({ start: "2020-04-01", end: "2020-06-30" });
    expect(window("Music of the 1990s")).toMatchObject({ start: "1990-01-01", end: "1999-12-31" });
  });

  it("reads ranges and open-ended windows", ({ expect }) => {
    expect(window("Which projects ran between 2019 and 2021?")).toEqual({
      start: "2019-01-01",
      end: "2021-12-31",
      phrase: "between 2019 and 2021",
    });
    expect(window("from March 2020 to June 2020, who led?")).toMatchObject({ start: "2020-03-01", end: "2020-06-30" });
    expect(window("What happened before 2020?")).toEqual({ start: null, end: "2019-12-31", phrase: "before 2020" });
    expect(window("What happened after March 2020?")).toMatchObject({ start: "2020-04-01", end: null });
    expect(window("Who has led since 2018?")).toMatchObject({ start: "2018-01-01", end: null });
  });

  it("reads relative expressions against now", ({ expect }) => {
    expect(window("What did we ship last year?")).toMatchObject({ start: "2023-01-01", end: "2023-12-31" });
    expect(window("What happened this month?")).toMatchObject({ start: "2024-06-01", end: "2024-06-30" });
    expect(window("What changed last month?")).toMatchObject({ start: "2024-05-01", end: "2024-05-31" });
    expect(window("Anything in the last 3 days?")).toMatchObject({ start: "2024-06-12", end: "2024-06-15" });
    expect(window("What happened two years ago?")).toMatchObject({ start: "2022-01-01", end: "2022-12-31" });
    expect(window("What happened yesterday?")).toMatchObject({ start: "2024-06-14", end: "2024-06-14" });
  });

  it("finds no window in undated questions and does not read quantities as years", ({ expect }) => {
    expect(window("Where was Marie Curie born?")).toBeNull();
    expect(window("Who has 1200 employees?")).toBeNull();
    expect(window("May I ask who founded Acme?")).toBeNull();
  });

  it("matches spans of stored dates against a window and strips the phrase from the question", ({ expect }) => {
    const w = parseTimeWindow("What happened in March 2023?")!;
    expect(overlaps(isoSpan("2023-03-14")!, w)).toBe(true);
    expect(overlaps(isoSpan("2023")!, w)).toBe(true);
    expect(overlaps(isoSpan("2023-04-01")!, w)).toBe(false);
    expect(overlaps(isoSpan("2022-12")!, parseTimeWindow("before 2023")!)).toBe(true);
    expect(withoutPhrase("Where did Alice work in 2019?", parseTimeWindow("Where did Alice work in 2019?")!)).toBe("Where did Alice work ?");
  });
});
