export {
  createJobQueue,
  deadLetterQueue,
  type DefineOptions,
  type JobContext,
  type JobHandler,
  type JobPolicy,
  type JobQueue,
  type JobType,
  type SendOptions,
} from "./job-queue.js";
