export declare const LISTED_OPEN: string;
export interface DerivedTable {
  name: string;
  kept: string;
  recounted: string;
}
export declare const DERIVED_TABLES: DerivedTable[];
export declare function differingRows(table: DerivedTable): string;
