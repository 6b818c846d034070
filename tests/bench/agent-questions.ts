/**
 * Questions a coding agent sends to `search_docs`, written the way developers ask them, not in the
 * pages' words. Each names the page(s) that answer it: `op:<key>` is the page of that reference-model
 * operation in the question's SDK version (derived from the model, so a renamed slug needs no edit
 * here); anything else is a route below /docs.
 *
 * Every third question (index % 3 === 2) is held out: search was tuned on the others only, and the
 * benchmark reports both splits so the figures on questions never looked at while tuning stay honest.
 * Questions marked `added` were written after tuning had begun and are held out wherever they sit.
 * Questions marked `blind` were written by someone who never saw search's answers, before any tuning
 * that could see them, and are scored as a split of their own.
 */
export interface AgentQuestion {
  question: string
  sdk?: 'nodejs' | 'python' | 'go' | 'dart' | 'csharp' | 'jvm'
  version?: 'v0' | 'v1'
  expect: string[]
  /** Written after tuning began and held out whatever its place (see isHeldOut). */
  added?: true
  /**
   * Written by someone who never saw search's answers, and scored apart (see isBlind): the figure
   * for questions nobody tuned on or looked at while tuning.
   */
  blind?: true
}

export const AGENT_QUESTIONS: AgentQuestion[] = [
  // Node.js v1
  { question: 'read the newest value of a secret', sdk: 'nodejs', version: 'v1', expect: ['op:secret.latest'] },
  { question: 'how do I upload a file to a bucket', sdk: 'nodejs', version: 'v1', expect: ['op:bucket.write'] },
  { question: 'putObject equivalent in nitric', sdk: 'nodejs', version: 'v1', expect: ['op:bucket.write'] },
  { question: 'how do I send a message to a queue', sdk: 'nodejs', version: 'v1', expect: ['op:queue.enqueue'] },
  { question: 'get a temporary link so users can download a file', sdk: 'nodejs', version: 'v1', expect: ['op:bucket.downloadurl'] },
  { question: 'run some code every day at midnight', sdk: 'nodejs', version: 'v1', expect: ['op:schedule.cron'] },
  { question: 'how do I listen for messages on a topic', sdk: 'nodejs', version: 'v1', expect: ['op:topic.subscribe'] },
  { question: 'store a value under a key', sdk: 'nodejs', version: 'v1', expect: ['op:kv.set'] },
  { question: 'how can I get the postgres connection url for my database', sdk: 'nodejs', version: 'v1', expect: ['op:sql.connectionstring'] },
  { question: 'check whether a file is in the bucket', sdk: 'nodejs', version: 'v1', expect: ['op:bucket.exists'] },
  { question: 'handle a POST request to /orders', sdk: 'nodejs', version: 'v1', expect: ['op:api.post'] },
  { question: 'react when someone uploads a new file', sdk: 'nodejs', version: 'v1', expect: ['op:bucket.on'] },
  { question: 'kick off a long running batch job from my api', sdk: 'nodejs', version: 'v1', expect: ['op:job.submit'] },
  { question: 'protect my endpoints with JWT auth', sdk: 'nodejs', version: 'v1', expect: ['op:oidc'] },
  { question: 'push a message to connected websocket clients', sdk: 'nodejs', version: 'v1', expect: ['op:websocket.send'] },
  { question: 'list all the keys stored in my kv store', sdk: 'nodejs', version: 'v1', expect: ['op:kv.keys'] },
  // Node.js v0
  { question: 'how do I write to a collection document', sdk: 'nodejs', version: 'v0', expect: ['op:collection.doc.set'] },
  { question: 'filter documents by a field value', sdk: 'nodejs', version: 'v0', expect: ['op:collection.query.where'] },
  { question: 'pull tasks off a queue and process them', sdk: 'nodejs', version: 'v0', expect: ['op:queue.dequeue'] },
  { question: 'SQS sendMessage in nitric', sdk: 'nodejs', version: 'v0', expect: ['op:queue.enqueue'] },
  { question: 'delete an object from storage', sdk: 'nodejs', version: 'v0', expect: ['op:bucket.delete'] },
  { question: 'publish an event to subscribers', sdk: 'nodejs', version: 'v0', expect: ['op:topic.publish'] },
  { question: 'save a new secret value', sdk: 'nodejs', version: 'v0', expect: ['op:secret.put'] },
  { question: 'download the contents of a file from a bucket', sdk: 'nodejs', version: 'v0', expect: ['op:bucket.read'] },
  // Python v1
  { question: 'how do I read a file from a bucket in python', sdk: 'python', version: 'v1', expect: ['op:bucket.read'] },
  { question: 'schedule a function to run every 5 minutes', sdk: 'python', version: 'v1', expect: ['op:schedule.every'] },
  { question: 'how do I get a secret value as a string', sdk: 'python', version: 'v1', expect: ['op:secret.value.asstring'] },
  { question: 's3 getObject equivalent', sdk: 'python', version: 'v1', expect: ['op:bucket.read'] },
  { question: 'mark a queue message as done after processing', sdk: 'python', version: 'v1', expect: ['op:queue.message.complete'] },
  { question: 'give my service permission to publish to a topic', sdk: 'python', version: 'v1', expect: ['op:topic.allow'] },
  { question: 'remove a key from the key value store', sdk: 'python', version: 'v1', expect: ['op:kv.delete'] },
  { question: 'list files in my bucket', sdk: 'python', version: 'v1', expect: ['op:bucket.files'] },
  { question: 'create a REST endpoint that handles GET', sdk: 'python', version: 'v1', expect: ['op:api.get'] },
  { question: 'let a browser upload straight to storage with a presigned link', sdk: 'python', version: 'v1', expect: ['op:bucket.uploadurl'] },
  { question: 'what happens when a websocket client connects', sdk: 'python', version: 'v1', expect: ['op:websocket.on'] },
  { question: 'fetch a value by key from kv', sdk: 'python', version: 'v1', expect: ['op:kv.get'] },
  // Python v0
  { question: 'get a document by id from a collection', sdk: 'python', version: 'v0', expect: ['op:collection.doc.get'] },
  { question: 'receive tasks from a queue', sdk: 'python', version: 'v0', expect: ['op:queue.dequeue'] },
  { question: 'how to limit query results to 10 documents', sdk: 'python', version: 'v0', expect: ['op:collection.query.limit'] },
  { question: 'send a task to a queue for a worker', sdk: 'python', version: 'v0', expect: ['op:queue.enqueue'] },
  { question: 'read a specific version of a secret', sdk: 'python', version: 'v0', expect: ['op:secret.version'] },
  { question: 'trigger a function on a cron expression', sdk: 'python', version: 'v0', expect: ['op:schedule.cron', 'op:schedule.every'] },
  // Go v1
  { question: 'how do I write bytes to a bucket in go', sdk: 'go', version: 'v1', expect: ['op:bucket.write'] },
  { question: 'create a new api with routes', sdk: 'go', version: 'v1', expect: ['op:api'] },
  { question: 'get the latest secret value', sdk: 'go', version: 'v1', expect: ['op:secret.access', 'op:secret.latest'] },
  { question: 'listen for websocket messages', sdk: 'go', version: 'v1', expect: ['op:websocket.on'] },
  { question: 'SNS publish equivalent', sdk: 'go', version: 'v1', expect: ['op:topic.publish'] },
  { question: 'how much memory does a batch job get', sdk: 'go', version: 'v1', expect: ['op:job.withmemory'] },
  { question: 'only list keys with a given prefix', sdk: 'go', version: 'v1', expect: ['op:kv.keys', 'op:kv.withprefix'] },
  { question: 'list objects in a bucket', sdk: 'go', version: 'v1', expect: ['op:bucket.files'] },
  { question: 'handle PUT requests on a route', sdk: 'go', version: 'v1', expect: ['op:api.put', 'op:api.route.put'] },
  { question: 'declare a sql database resource', sdk: 'go', version: 'v1', expect: ['op:sql'] },
  // Go v0
  { question: 'how do I publish a message to a topic', sdk: 'go', version: 'v0', expect: ['op:topic.publish'] },
  { question: 'run a job every hour', sdk: 'go', version: 'v0', expect: ['op:schedule.every'] },
  { question: 'query documents with a where clause', sdk: 'go', version: 'v0', expect: ['op:collection.query.where'] },
  { question: 'store a document in a collection', sdk: 'go', version: 'v0', expect: ['op:collection.doc.set'] },
  { question: 'delete a file from a bucket', sdk: 'go', version: 'v0', expect: ['op:bucket.delete'] },
  // Dart v1
  { question: 'how do I get a download link for a file', sdk: 'dart', version: 'v1', expect: ['op:bucket.downloadurl'] },
  { question: 'subscribe to a topic in dart', sdk: 'dart', version: 'v1', expect: ['op:topic.subscribe'] },
  { question: 'store json in a key value store', sdk: 'dart', version: 'v1', expect: ['op:kv.set'] },
  { question: 'send a job request to a batch job', sdk: 'dart', version: 'v1', expect: ['op:job.submit'] },
  { question: 'close a websocket connection from the server', sdk: 'dart', version: 'v1', expect: ['op:websocket.close'] },
  { question: 'enqueue messages for later', sdk: 'dart', version: 'v1', expect: ['op:queue.enqueue'] },
  { question: 'rotate a secret by storing a new value', sdk: 'dart', version: 'v1', expect: ['op:secret.put'] },
  { question: 'handle DELETE requests', sdk: 'dart', version: 'v1', expect: ['op:api.delete', 'op:api.route.delete'] },
  // C# v0
  { question: 'how do I upload a file in C#', sdk: 'csharp', version: 'v0', expect: ['op:bucket.write'] },
  { question: 'read the latest version of a secret', sdk: 'csharp', version: 'v0', expect: ['op:secret.latest'] },
  { question: 'send a message to a queue', sdk: 'csharp', version: 'v0', expect: ['op:queue.enqueue'] },
  { question: 'publish to a topic from .NET', sdk: 'csharp', version: 'v0', expect: ['op:topic.publish'] },
  { question: 'get a document from a collection', sdk: 'csharp', version: 'v0', expect: ['op:collection.doc.get'] },
  { question: 'create a schedule that runs every 10 minutes', sdk: 'csharp', version: 'v0', expect: ['op:schedule.every'] },
  // JVM v0
  { question: 'how do I read a file from storage in kotlin', sdk: 'jvm', version: 'v0', expect: ['op:bucket.read'] },
  { question: 'get a secret value as a string', sdk: 'jvm', version: 'v0', expect: ['op:secret.value.asstring'] },
  { question: 'define an api route handling POST', sdk: 'jvm', version: 'v0', expect: ['op:api.post', 'op:api.route.post'] },
  { question: 'receive messages from a queue', sdk: 'jvm', version: 'v0', expect: ['op:queue.dequeue'] },
  { question: 'filter a collection query', sdk: 'jvm', version: 'v0', expect: ['op:collection.query.where'] },
  { question: 'generate a signed url to download a file', sdk: 'jvm', version: 'v0', expect: ['op:bucket.downloadurl'] },
  // General
  { question: 'deploy my app to AWS', expect: ['/getting-started/deployment', '/reference/providers/aws'] },
  { question: 'how do I run my project locally', expect: ['/getting-started/local-dashboard', '/reference/cli/local-development'] },
  { question: 'install the nitric cli on mac', expect: ['/getting-started/installation', '/reference/cli/installation'] },
  { question: 'what is a stack', expect: ['/getting-started/deployment'] },
  { question: 'how do I upgrade my project from v0 to v1', expect: ['/support/upgrade'] },
  { question: 'how are IAM permissions set up for my services', expect: ['/concepts/access-control'] },
  { question: 'tear down everything I deployed', expect: ['/getting-started/deployment', '/reference/cli'] },
  { question: 'deploy to google cloud', expect: ['/reference/providers/gcp', '/getting-started/deployment'] },
  { question: 'run nitric in github actions', expect: ['/guides/deploying/github-actions'] },
  { question: 'test my api locally before deploying', expect: ['/getting-started/local-dashboard', '/reference/cli/local-development'] },
  { question: 'where do I set the region for deployment', expect: ['/getting-started/deployment', '/reference/providers/aws/configuration'] },
  { question: 'build my own container image for a service', expect: ['/reference/custom-containers'] },
  { question: 'what languages can I write nitric apps in', expect: ['/concepts/language-support'] },
  { question: 'which operations does each sdk support', expect: ['/reference/support-matrix'] },
  { question: 'how do I deploy to azure', expect: ['/reference/providers/azure', '/getting-started/deployment'] },
  { question: 'create a new nitric project from a template', expect: ['/getting-started/quickstart', '/reference/cli'] },
  { question: 'how to give a function least privilege access', expect: ['/concepts/access-control', '/getting-started/resource-best-practices'] },
  { question: 'set environment variables for my services', expect: ['/reference/env'] },
  // Written after tuning began (added: true): held out whatever their place, never tuned on.
  { question: 'how do I overwrite an existing file in storage', sdk: 'python', version: 'v1', expect: ['op:bucket.write'], added: true },
  { question: 'azure blob delete equivalent', sdk: 'go', version: 'v1', expect: ['op:bucket.delete'], added: true },
  { question: 'sqs receiveMessage in nitric', sdk: 'python', version: 'v0', expect: ['op:queue.dequeue'], added: true },
  { question: 'fire an event to all subscribers', sdk: 'dart', version: 'v1', expect: ['op:topic.publish'], added: true },
  { question: 'how do I fetch an api key stored as a secret', sdk: 'go', version: 'v0', expect: ['op:secret.latest', 'op:secret.version.access', 'op:secret.access'], added: true },
  { question: 'save a new version of my database password', sdk: 'nodejs', version: 'v0', expect: ['op:secret.put'], added: true },
  { question: 'trigger a function every hour', sdk: 'python', version: 'v1', expect: ['op:schedule.every'], added: true },
  { question: 'look up a value by its key', sdk: 'go', version: 'v1', expect: ['op:kv.get'], added: true },
  { question: 'only the documents where status equals paid', sdk: 'nodejs', version: 'v0', expect: ['op:collection.query.where'], added: true },
  { question: 'push a message to a websocket client', sdk: 'nodejs', version: 'v1', expect: ['op:websocket.send'], added: true },
  { question: 'get a url the browser can PUT a file to', sdk: 'python', version: 'v1', expect: ['op:bucket.uploadurl'], added: true },
  { question: 'handle DELETE /users/:id', sdk: 'python', version: 'v1', expect: ['op:api.delete'], added: true },
  { question: 'give my batch job a gpu', sdk: 'go', version: 'v1', expect: ['op:job.withgpus'], added: true },
  { question: 'read a firestore style document by id', sdk: 'jvm', version: 'v0', expect: ['op:collection.doc.get'], added: true },
  { question: 'receive a webhook POST', sdk: 'csharp', version: 'v0', expect: ['op:api.post'], added: true },
  { question: 'install the nitric cli on my mac', expect: ['/getting-started/installation', '/reference/cli/installation'], added: true },
  { question: 'ship my app to aws', expect: ['/reference/providers/aws', '/getting-started/deployment'], added: true },
  { question: 'what is a stack file', expect: ['/reference/cli/stacks'], added: true },
  { question: 'moving from v0 to v1 of the sdk', expect: ['/support/upgrade'], added: true },
  { question: 'grant my service access to read from a bucket', expect: ['/concepts/access-control', '/storage'], added: true },  // 30 more, written before the question index was tuned again (2026-11-29): held out, never tuned on.
  { question: 'forget a cached entry in the key value store', sdk: 'nodejs', version: 'v1', expect: ['op:kv.delete'], added: true },
  { question: 'dynamodb putItem equivalent', sdk: 'nodejs', version: 'v1', expect: ['op:kv.set'], added: true },
  { question: 'find out the public address of my api once it is deployed', sdk: 'nodejs', version: 'v1', expect: ['op:api.url'], added: true },
  { question: 'stream every document in a collection without loading them all', sdk: 'nodejs', version: 'v0', expect: ['op:collection.query.stream'], added: true },
  { question: 'paginate through firestore results', sdk: 'nodejs', version: 'v0', expect: ['op:collection.query.pagingfrom'], added: true },
  { question: 'azure key vault get secret equivalent', sdk: 'python', version: 'v1', expect: ['op:secret.latest', 'op:secret.version.access'], added: true },
  { question: 'run one handler for every HTTP verb on a path', sdk: 'python', version: 'v1', expect: ['op:api.all'], added: true },
  { question: 'write the code that runs when a batch job is submitted', sdk: 'python', version: 'v1', expect: ['op:job.handler'], added: true },
  { question: 'grab the secret as raw bytes', sdk: 'python', version: 'v0', expect: ['op:secret.value.asbytes'], added: true },
  { question: 'give my function permission to write to a collection', sdk: 'python', version: 'v0', expect: ['op:collection.allow'], added: true },
  { question: 'postgres dsn for my database', sdk: 'go', version: 'v1', expect: ['op:sql.connectionstring'], added: true },
  { question: 'delay a message before subscribers get it', sdk: 'go', version: 'v1', expect: ['op:topic.withdelay'], added: true },
  { question: 'change how long a presigned url stays valid', sdk: 'go', version: 'v1', expect: ['op:bucket.withpresignurlexpiry'], added: true },
  { question: 'query all subcollections that share a name', sdk: 'go', version: 'v0', expect: ['op:collection.group.query'], added: true },
  { question: 'reply over an open socket connection', sdk: 'go', version: 'v0', expect: ['op:websocket.send'], added: true },
  { question: 'react when a file is deleted from storage', sdk: 'dart', version: 'v1', expect: ['op:bucket.on'], added: true },
  { question: 'ack a message after I pull it from the queue', sdk: 'dart', version: 'v1', expect: ['op:queue.message.complete'], added: true },
  { question: 'does this object exist in storage', sdk: 'dart', version: 'v1', expect: ['op:bucket.exists'], added: true },
  { question: 'run a handler when a topic gets a message', sdk: 'csharp', version: 'v0', expect: ['op:topic.subscribe'], added: true },
  { question: 'generate an upload url for a client', sdk: 'csharp', version: 'v0', expect: ['op:bucket.uploadurl'], added: true },
  { question: 'remove a record from a nosql collection', sdk: 'csharp', version: 'v0', expect: ['op:collection.doc.delete'], added: true },
  { question: 'handle websocket disconnects in kotlin', sdk: 'jvm', version: 'v0', expect: ['op:websocket.on'], added: true },
  { question: 'upload bytes to a bucket from java', sdk: 'jvm', version: 'v0', expect: ['op:bucket.write'], added: true },
  { question: 'run a java function on a cron', sdk: 'jvm', version: 'v0', expect: ['op:schedule.cron'], added: true },
  { question: 'run my services locally with emulated cloud resources', expect: ['/reference/cli/local-development', '/getting-started/local-dashboard'], added: true },
  { question: 'should I use terraform or pulumi to deploy', expect: ['/reference/providers', '/reference/providers/terraform', '/reference/providers/pulumi'], added: true },
  { question: 'what cloud permissions does my function get for a bucket', expect: ['/concepts/access-control', '/storage'], added: true },
  { question: 'upgrade the nitric cli to the newest release', expect: ['/reference/cli/installation', '/getting-started/installation'], added: true },
  { question: 'deploy to gcp with terraform', expect: ['/reference/providers/terraform/gcp', '/reference/providers/terraform'], added: true },
  { question: 'configure the aws region in my stack', expect: ['/reference/providers/aws/configuration', '/reference/cli/stacks'], added: true },
  // Written blind on 2026-11-29, before any tuning that could see them (held out).
  { question: 'wrap my existing express app so it runs on nitric', sdk: 'nodejs', version: 'v1', expect: ['op:http', '/guides/nodejs/expressjs', '/http'], blind: true },
  { question: 'what connection string do I hand to PrismaClient for my postgres db', sdk: 'nodejs', version: 'v1', expect: ['op:sql.connectionstring', '/guides/nodejs/nitric-and-prisma'], blind: true },
  { question: 'eventbridge rule that fires every 15 minutes, what is the nitric way', sdk: 'nodejs', version: 'v1', expect: ['op:schedule.every'], blind: true },
  { question: 'let my api read the stripe key secret but not change it', sdk: 'nodejs', version: 'v1', expect: ['op:secret.allow'], blind: true },
  { question: 'dynamodb getItem equivalent', sdk: 'nodejs', version: 'v0', expect: ['op:collection.doc.get'], blind: true },
  { question: 'nest a comments subcollection under each post document', sdk: 'nodejs', version: 'v0', expect: ['op:collection.doc.collection'], blind: true },
  { question: 'presigned PUT url so the browser can upload an avatar', sdk: 'nodejs', version: 'v0', expect: ['op:bucket.uploadurl', 'op:bucket.signurl'], blind: true },
  { question: 'pubsub publisher.publish equivalent', sdk: 'python', version: 'v1', expect: ['op:topic.publish'], blind: true },
  { question: 'poll the queue for pending work items', sdk: 'python', version: 'v1', expect: ['op:queue.dequeue'], blind: true },
  { question: 'verify auth0 access tokens before my routes run', sdk: 'python', version: 'v1', expect: ['op:oidc'], blind: true },
  { question: 'what url do I give sqlalchemy to reach my database', sdk: 'python', version: 'v1', expect: ['op:sql.connectionstring'], blind: true },
  { question: 'find documents where age is greater than 30', sdk: 'python', version: 'v0', expect: ['op:collection.query.where', 'op:collection.gt'], blind: true },
  { question: 'gcs blob upload_from_string equivalent', sdk: 'python', version: 'v0', expect: ['op:bucket.write'], blind: true },
  { question: 'get notified when a file lands in a bucket', sdk: 'python', version: 'v0', expect: ['op:bucket.on'], blind: true },
  { question: 'push work items onto a queue from a go handler', sdk: 'go', version: 'v1', expect: ['op:queue.enqueue'], blind: true },
  { question: 'dynamodb deleteItem equivalent', sdk: 'go', version: 'v1', expect: ['op:kv.delete'], blind: true },
  { question: 'request 4 vcpus for a batch job', sdk: 'go', version: 'v1', expect: ['op:job.withcpus'], blind: true },
  { question: 'pubsub subscription Receive callback in go', sdk: 'go', version: 'v1', expect: ['op:topic.subscribe'], blind: true },
  { question: 'read the contents of an object in a bucket', sdk: 'go', version: 'v0', expect: ['op:bucket.read'], blind: true },
  { question: 'signed url so someone can download a private file', sdk: 'go', version: 'v0', expect: ['op:bucket.downloadurl'], blind: true },
  { question: 'grab pending tasks off a queue in a worker', sdk: 'go', version: 'v0', expect: ['op:queue.dequeue'], blind: true },
  { question: 'run a dart function every monday at 9am', sdk: 'dart', version: 'v1', expect: ['op:schedule.cron'], blind: true },
  { question: 'get the postgres connection string in dart', sdk: 'dart', version: 'v1', expect: ['op:sql.connectionstring'], blind: true },
  { question: 'run code when a client opens a websocket', sdk: 'dart', version: 'v1', expect: ['op:websocket.on'], blind: true },
  { question: 's3 getObject in C#', sdk: 'csharp', version: 'v0', expect: ['op:bucket.read'], blind: true },
  { question: 'query a collection where a field equals a value in .NET', sdk: 'csharp', version: 'v0', expect: ['op:collection.query.where'], blind: true },
  { question: 'cron job in dotnet', sdk: 'csharp', version: 'v0', expect: ['op:schedule.cron'], blind: true },
  { question: 'publish an SNS-style notification from java', sdk: 'jvm', version: 'v0', expect: ['op:topic.publish'], blind: true },
  { question: 'send a message to a queue from kotlin', sdk: 'jvm', version: 'v0', expect: ['op:queue.enqueue'], blind: true },
  { question: 'save a document to a collection in kotlin', sdk: 'jvm', version: 'v0', expect: ['op:collection.doc.set'], blind: true },
  { question: 'raise the memory and timeout of my lambdas', expect: ['/reference/providers/aws/configuration', '/getting-started/deployment'], blind: true },
  { question: 'deploy into an azure resource group that already exists', expect: ['/reference/providers/azure/configuration'], blind: true },
  { question: 'set up a gitlab pipeline that deploys on merge to main', expect: ['/guides/deploying/gitlab-ci', '/concepts/cicd'], blind: true },
  { question: 'install the cli on windows', expect: ['/getting-started/installation', '/reference/cli/installation'], blind: true },
  { question: 'my collections code stopped compiling after moving to the 1.0 sdk', expect: ['/support/upgrade'], blind: true },
  { question: 'keep separate dev and prod environments for the same app', expect: ['/reference/cli/stacks', '/getting-started/deployment'], blind: true },
  { question: 'my function gets access denied when it reads a secret', expect: ['/concepts/access-control', '/secrets'], blind: true },
  { question: 'which google cloud project does nitric deploy into and how does it log in', expect: ['/reference/providers/gcp', '/reference/providers/gcp/configuration', '/getting-started/deployment'], blind: true },
  { question: 'fire a schedule by hand while running locally', expect: ['/getting-started/local-dashboard', '/reference/cli/local-development'], blind: true },
  { question: 'tell nitric which files are my service entrypoints', expect: ['/concepts/project-structure'], blind: true },
]

/** Whether a question is held out of tuning (see the file's comment): every third one, and those added after tuning began. */
export const isHeldOut = (index: number, question: AgentQuestion = AGENT_QUESTIONS[index]): boolean => question?.added === true || index % 3 === 2

/** Blind questions are their own split, never counted as tuned or held out. */
export const isBlind = (question: AgentQuestion): boolean => question.blind === true
