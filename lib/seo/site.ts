export const SITE_NAME = 'Partsmith';
export const SITE_DESCRIPTION =
  'Partsmith manufactures precision industrial parts — bearings, gears, fasteners, motors and more — sold in bulk from 30 units.';
