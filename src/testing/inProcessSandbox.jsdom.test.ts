// @vitest-environment jsdom
import { describeInProcessSandbox } from '../../test/support/inProcessSandboxFlows.js';

describeInProcessSandbox('jsdom');
