export declare const WIDGET_BUDGET: number;
export declare function widgetSize(): Promise<{ raw: number; gzip: number; code: string }>;
