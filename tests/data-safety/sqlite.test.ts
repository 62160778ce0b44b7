// The data-safety runs on SQLite (data-safety-cases.ts).
import { describeDataSafety } from './data-safety-cases.js';

describeDataSafety('sqlite');
