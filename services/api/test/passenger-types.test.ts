/**
 * The booking API's schema against the kernel's one list of passenger types (domain/passengers.ts, ADR 0358): the
 * schema is SDL (schema.graphql, which codegen reads for the API and the site), so a type added to the list fails
 * here until the schema's PassengersInput, Passengers, PassengerType and UnitType and codegen.yml's enum values
 * have it too; and a type in the schema that the list lacks fails as well.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSchema, GraphQLEnumType, GraphQLInputObjectType, GraphQLObjectType } from "graphql";
import { parse } from "yaml";
import { PASSENGER_TYPES, PASSENGER_TYPE_OF_UNIT, UNIT_TYPES } from "../src/booking/passengers.ts";

const schema = buildSchema(readFileSync(fileURLToPath(new URL("../schema.graphql", import.meta.url)), "utf8"));
const named = <T>(name: string, kind: new (...args: never[]) => T): T => {
  const type = schema.getType(name);
  assert.ok(type instanceof kind, `${name} is in schema.graphql`);
  return type;
};

test("PassengersInput and Passengers have one count per passenger type, in the list's order", () => {
  assert.deepEqual(Object.keys(named("PassengersInput", GraphQLInputObjectType).getFields()), [...PASSENGER_TYPES]);
  assert.deepEqual(Object.keys(named("Passengers", GraphQLObjectType).getFields()), [...PASSENGER_TYPES]);
});

test("the PassengerType enum is the list's unit types and OTHER", () => {
  const values = named("PassengerType", GraphQLEnumType)
    .getValues()
    .map((v) => v.name);
  assert.deepEqual(values, [...UNIT_TYPES, "OTHER"]);
});

test("the supplier's UnitType enum has every passenger type", () => {
  const values = new Set(
    named("UnitType", GraphQLEnumType)
      .getValues()
      .map((v) => v.name),
  );
  assert.deepEqual(
    UNIT_TYPES.filter((t) => !values.has(t)),
    [],
  );
});

test("codegen.yml maps each PassengerType value to the list's name (generated resolvers' enum values)", () => {
  const config = parse(readFileSync(fileURLToPath(new URL("../codegen.yml", import.meta.url)), "utf8")) as {
    generates: Record<string, { config?: { enumValues?: { PassengerType?: Record<string, string> } } }>;
  };
  const mapped = Object.values(config.generates).map((g) => g.config?.enumValues?.PassengerType);
  assert.deepEqual(mapped, [{ ...PASSENGER_TYPE_OF_UNIT, OTHER: "OTHER" }]);
});
