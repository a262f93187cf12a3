/** A unit every company starts with: Romanian name and symbol, and its English translation. */
export type SeedUnit = { code: string; name: string; symbol: string; en: { name: string; symbol: string } };

const unit = (code: string, name: string, symbol: string, enName: string, enSymbol: string): SeedUnit => ({
  code,
  name,
  symbol,
  en: { name: enName, symbol: enSymbol },
});

/** The units Romanian invoices use most, with their UN/ECE Recommendation 20 codes. */
export const SEED_UNITS: readonly SeedUnit[] = [
  unit('H87', 'Bucată', 'buc', 'Piece', 'pc'),
  unit('C62', 'Serviciu', 'serv', 'Service', 'svc'),
  unit('SET', 'Set', 'set', 'Set', 'set'),
  unit('PR', 'Pereche', 'per', 'Pair', 'pr'),
  unit('XBX', 'Cutie', 'cutie', 'Box', 'box'),
  unit('XPK', 'Pachet', 'pach', 'Package', 'pkg'),
  unit('KGM', 'Kilogram', 'kg', 'Kilogram', 'kg'),
  unit('GRM', 'Gram', 'g', 'Gram', 'g'),
  unit('TNE', 'Tonă', 't', 'Tonne', 't'),
  unit('LTR', 'Litru', 'l', 'Litre', 'l'),
  unit('MLT', 'Mililitru', 'ml', 'Millilitre', 'ml'),
  unit('MTR', 'Metru', 'm', 'Metre', 'm'),
  unit('CMT', 'Centimetru', 'cm', 'Centimetre', 'cm'),
  unit('MMT', 'Milimetru', 'mm', 'Millimetre', 'mm'),
  unit('KMT', 'Kilometru', 'km', 'Kilometre', 'km'),
  unit('MTK', 'Metru pătrat', 'm²', 'Square metre', 'm²'),
  unit('MTQ', 'Metru cub', 'm³', 'Cubic metre', 'm³'),
  unit('KWH', 'Kilowatt-oră', 'kWh', 'Kilowatt hour', 'kWh'),
  unit('MIN', 'Minut', 'min', 'Minute', 'min'),
  unit('HUR', 'Oră', 'h', 'Hour', 'h'),
  unit('DAY', 'Zi', 'zi', 'Day', 'd'),
  unit('MON', 'Lună', 'lună', 'Month', 'mo'),
  unit('ANN', 'An', 'an', 'Year', 'yr'),
];
