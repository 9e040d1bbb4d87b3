// @vitest-environment node
import { describeInProcessSandbox } from '../../test/support/inProcessSandboxFlows.js';

describeInProcessSandbox('node');
