export interface Stage {
  name: string;
  cmd: string[];
  report?: string;
}
export declare const GROUPS: Stage[][];
export interface StageResult {
  stage: Stage;
  code?: number;
  seconds?: number;
  wall?: number;
  skipped?: boolean;
}
export interface VitestJsonReport {
  testResults: { name: string; startTime: number; endTime: number; status: string }[];
}
export declare function filesOfReport(
  report: VitestJsonReport,
): { file: string; seconds: number; failed: boolean }[];
export declare function timingTable(
  results: StageResult[],
  options?: { install?: number; detailFiles?: number; reports?: string },
): string;
