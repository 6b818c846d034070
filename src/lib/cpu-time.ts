/**
 * CPU time this process has used, for time budgets that must not refuse work because the machine is
 * busy: wall time also counts the time the operating system gave other processes, so on a loaded
 * machine it grows two or three times for the same work (issue 43), while CPU time does not.
 * process.cpuUsage counts every thread of the process, so between two readings it includes whatever
 * else the process did meanwhile (other requests, the garbage collector): never less than the work
 * measured.
 */
export type CpuMark = NodeJS.CpuUsage

export function cpuMark(): CpuMark {
  return process.cpuUsage()
}

/** CPU milliseconds the process has used since `mark`. */
export function cpuMillisecondsSince(mark: CpuMark): number {
  const used = process.cpuUsage(mark)
  return (used.user + used.system) / 1000
}
