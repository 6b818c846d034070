import type { z } from 'zod'
import type { DocsSources } from '../sources'

/**
 * One MCP tool: its name, what an agent reads about it, the zod shape of its arguments (every
 * string and number bounded), and what it answers. `run` returns the answer's text or throws a
 * ToolInputError whose message tells the agent what to send instead.
 */
export interface DocsTool<Shape extends z.ZodRawShape> {
  name: string
  title: string
  description: string
  inputSchema: Shape
  run(args: z.output<z.ZodObject<Shape>>, sources: DocsSources): string
}

/** Keeps the shape's type so `run` sees its arguments typed. */
export function defineTool<Shape extends z.ZodRawShape>(tool: DocsTool<Shape>): DocsTool<Shape> {
  return tool
}
