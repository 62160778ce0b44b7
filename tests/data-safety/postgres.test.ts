// The data-safety runs on PostgreSQL (data-safety-cases.ts), with the database stopped mid-request.
import { describeDataSafety } from './data-safety-cases.js';

describeDataSafety('postgres');
