/** @jest-environment node */
// The checkout's documents ask the booking API for every passenger type of the kernel's list (domain/passengers.ts,
// ADR 0358) wherever they select a Passengers object: a type added to the list fails here until each selection has it.
import fs from "fs";
import path from "path";
import { buildSchema, getNamedType, parse, TypeInfo, visit, visitWithTypeInfo, type FieldNode } from "graphql";
import { PASSENGER_TYPES } from "../../../domain/passengers";

const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, "../../../services/api/schema.graphql"), "utf8"));
const DOCUMENTS = fs.readdirSync(__dirname).filter((f) => f.endsWith(".graphql"));

/** The field lists of every selection of a Passengers object in a document. */
function passengerSelections(source: string): string[][] {
  const found: string[][] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    parse(source),
    visitWithTypeInfo(typeInfo, {
      Field(node: FieldNode) {
        const type = typeInfo.getType();
        if (type && getNamedType(type).name === "Passengers" && node.selectionSet) {
          found.push(node.selectionSet.selections.flatMap((s) => (s.kind === "Field" ? [s.name.value] : [])));
        }
      },
    }),
  );
  return found;
}

test("the documents are read, and some select passengers", () => {
  expect(DOCUMENTS.length).toBeGreaterThan(5);
  expect(DOCUMENTS.flatMap((f) => passengerSelections(fs.readFileSync(path.join(__dirname, f), "utf8")))).not.toEqual(
    [],
  );
});

test.each(DOCUMENTS)("%s selects every passenger type where it selects passengers", (file) => {
  for (const fields of passengerSelections(fs.readFileSync(path.join(__dirname, file), "utf8"))) {
    expect([...fields].sort()).toEqual([...PASSENGER_TYPES].sort());
  }
});
