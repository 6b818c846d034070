type IsKnownPath = (route: string) => boolean

/**
 * Building a zod schema compiles it on first use: the endpoints that check page paths build one per
 * page-lookup function, not per request.
 */
export function schemaPerLookup<Schema>(create: (isKnownPath: IsKnownPath) => Schema): (isKnownPath: IsKnownPath) => Schema {
  const schemas = new WeakMap<IsKnownPath, Schema>()
  return (isKnownPath) => {
    let schema = schemas.get(isKnownPath)
    if (!schema) {
      schema = create(isKnownPath)
      schemas.set(isKnownPath, schema)
    }
    return schema
  }
}
