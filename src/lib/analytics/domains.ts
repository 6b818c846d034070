const PROTOCOL = /^[a-z][a-z\d+.-]*:\/\//i

/** Domain settings written with a protocol (`https://docs.example.com`): Fathom compares bare host names. */
export function domainsWithProtocol(domains: readonly string[]): string[] {
  return domains.filter((domain) => PROTOCOL.test(domain))
}

export function protocolWarning(domain: string): string {
  return `Analytics: the domain "${domain}" begins with a protocol; Fathom matches host names only, so it is read as "${hostName(domain)}". Remove the protocol from the setting.`
}

/** The host name a domain setting means: no protocol, credentials, port or path; lower case. */
export function hostName(domain: string): string {
  return domain
    .trim()
    .replace(PROTOCOL, '')
    .replace(/^[^@/]*@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .toLowerCase()
}

/** Whether analytics may load on this host: not excluded, and included when an include list exists. */
export function mayLoadOn(hostname: string, included: readonly string[], excluded: readonly string[]): boolean {
  const host = hostname.toLowerCase()
  if (excluded.includes(host)) return false
  return included.length === 0 || included.includes(host)
}
