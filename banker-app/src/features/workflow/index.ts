export { HistoryTimeline } from './HistoryTimeline';
export { WorkflowPanel } from './WorkflowPanel';
