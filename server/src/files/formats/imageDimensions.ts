export interface ImageDimensions {
  width: number;
  height: number;
}
