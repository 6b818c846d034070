/**
 * Type declarations for the parts of @nitric/sdk v1.4.2 that the newest 1.x
 * release on the npm registry (1.2.2, installed in node_modules) does not have.
 *
 * The v1 reference pages are type-checked against 1.2.2 plus this module
 * augmentation. The export list of v1.4.2 (src/index.ts and everything it
 * re-exports) was compared with the `export { ... }` list of 1.2.2's
 * lib/index.d.ts; these names are the whole difference:
 *
 *   Added export      Source file at tag v1.4.2
 *   ---------------   -----------------------------------------------
 *   job               src/resources/batch.ts
 *   JobResource       src/resources/batch.ts
 *   JobHandler        src/resources/batch.ts
 *   JobContext        src/context/job.ts
 *   JobRequest        src/context/job.ts
 *   JobResponse       src/context/job.ts
 *   JobMiddleware     src/handlers/handler.ts
 *   LifecycleStage    src/lifecycle/lifecycle.ts
 *   Lifecycle         src/lifecycle/lifecycle.ts
 *
 * Declared here but NOT exported (v1.4.2 does not export them either, because
 * src/api/index.ts does not re-export src/api/batch):
 *   Job<T>                   src/api/batch/v1/job.ts (returned by JobResource.allow)
 *   JobResourceRequirements  src/resources/batch.ts (local interface; cpus, memory
 *                            and gpus are all required)
 *   SecureResource<P>        src/resources/common.ts (base class, public surface only)
 *
 * Left out on purpose: protected members that use generated protobuf/gRPC
 * types (register, permsToActions, resourceType), and the static conversion
 * helpers JobContext.fromJobRequest / JobContext.toJobResponse, whose
 * parameter and return types (batch_pb JobRequest/JobResponse) are not part
 * of 1.2.2's typings. Application code never calls them.
 *
 * The rest of the public API used by the storage, key/value and SQL pages is
 * identical between 1.2.2 and 1.4.2 (only internal fixes changed).
 */
import type { Client as GrpcClient } from '@grpc/grpc-js';
import type { AbstractRequest, BaseContext, GenericMiddleware } from '@nitric/sdk';

// --- file-local declarations (not exported by @nitric/sdk v1.4.2) ---------

/** src/resources/common.ts (v1.4.2): abstract base of permissioned resources. */
declare abstract class SecureResource<P> {
  readonly name: string;
  constructor(name: string);
  protected registerPolicy(...perms: P[]): void;
}

/** src/resources/batch.ts (v1.4.2): permission names accepted by job().allow(). */
type JobPermission = 'submit';

/** src/resources/batch.ts (v1.4.2): not exported; all three fields are required. */
interface JobResourceRequirements {
  cpus: number;
  memory: number;
  gpus: number;
}

/** src/api/batch/v1/job.ts (v1.4.2): returned by JobResource.allow(); not exported from the package root. */
declare class Job<T extends Record<string, any> = Record<string, any>> {
  private name;
  private client;
  /** `client` is the generated BatchClient (a gRPC client). */
  constructor(name: string, client: GrpcClient);
  submit(data: T): Promise<void>;
}

// --- additions to the package's exports ------------------------------------

declare module '@nitric/sdk' {
  // src/context/job.ts
  interface JobResponse {
    success: boolean;
  }

  // src/context/job.ts
  class JobRequest extends AbstractRequest {
    readonly jobName: string;
    constructor(data: string | Uint8Array, jobName: string);
  }

  // src/context/job.ts
  class JobContext extends BaseContext<JobRequest, JobResponse> {
    get job(): JobContext;
  }

  // src/handlers/handler.ts
  type JobMiddleware = GenericMiddleware<JobContext>;

  // src/resources/batch.ts
  class JobHandler {
    private readonly jobName;
    private readonly handler;
    private readonly requirements;
    constructor(
      jobName: string,
      requirements: JobResourceRequirements,
      ...middleware: JobMiddleware[]
    );
    private start;
  }

  // src/resources/batch.ts
  class JobResource extends SecureResource<JobPermission> {
    constructor(name: string);
    allow(perm: JobPermission, ...perms: JobPermission[]): Job;
    handler(
      middleware: JobMiddleware,
      requirements?: JobResourceRequirements
    ): Promise<void>;
  }

  // src/resources/batch.ts
  const job: (name: string) => JobResource;

  // src/lifecycle/lifecycle.ts
  enum LifecycleStage {
    LocalRun = 'run',
    Build = 'build',
    Cloud = 'cloud',
  }

  // src/lifecycle/lifecycle.ts (the callback type is a non-exported alias `() => T`)
  const Lifecycle: {
    is: (stage: LifecycleStage[]) => boolean;
    isCollecting: () => boolean;
    isRunning: () => boolean;
    when: <T>(stage: LifecycleStage[], callback: () => T) => T | undefined;
    whenCollecting: <T>(callback: () => T) => T | undefined;
    whenRunning: <T>(callback: () => T) => T | undefined;
  };
}
