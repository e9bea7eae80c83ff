import * as contract from '@/lib/contract';
import type { EndpointDef } from '@/lib/contract';

/** An endpoint of the contract and the name it is exported under, e.g. `ownApi.send`. */
export interface NamedEndpoint {
  name: string;
  endpoint: EndpointDef;
}

function isEndpoint(value: unknown): value is EndpointDef {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<EndpointDef>;
  return (
    (e.method === 'GET' || e.method === 'POST') &&
    typeof e.path === 'string' &&
    typeof e.host === 'string' &&
    typeof e.data === 'object'
  );
}

/**
 * Every endpoint src/lib/contract exports, found by looking at its exports rather than by a list:
 * a group added to the contract's index (a new `fooApi`) is found too, so it cannot slip past the
 * coverage check without a case.
 */
export function contractEndpoints(): NamedEndpoint[] {
  const found: NamedEndpoint[] = [];
  for (const [group, value] of Object.entries(contract)) {
    if (!value || typeof value !== 'object' || isEndpoint(value)) continue;
    for (const [key, endpoint] of Object.entries(value as Record<string, unknown>)) {
      if (isEndpoint(endpoint)) found.push({ name: `${group}.${key}`, endpoint });
    }
  }
  return found;
}

const names = new Map(contractEndpoints().map(({ name, endpoint }) => [endpoint, name]));

/** The exported name of an endpoint, for messages; its method and path when it is not exported. */
export function endpointName(endpoint: EndpointDef): string {
  return names.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
}

/** Which endpoints the registered cases say they drive (filled while the suite is collected). */
const covered = new Set<EndpointDef>();

export function declareCoverage(endpoints: readonly EndpointDef[]): void {
  for (const endpoint of endpoints) covered.add(endpoint);
}

/** Endpoints of the contract that no registered case drives. */
export function uncoveredEndpoints(): string[] {
  return contractEndpoints()
    .filter(({ endpoint }) => !covered.has(endpoint))
    .map(({ name }) => name);
}
