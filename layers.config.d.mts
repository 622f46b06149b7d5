export const FEATURES: string[];
export const LAYERS: Record<'kernels' | 'data' | 'features' | 'edge' | 'browser', string[]>;
export const MAY_IMPORT: Record<'kernels' | 'data' | 'features' | 'edge' | 'browser', string[]>;
export const MAY_IMPORT_TYPES: Partial<
  Record<'kernels' | 'data' | 'features' | 'edge' | 'browser', string[]>
>;
