/** Demo catalog: realistic industrial parts, images shipped in public/images/parts. */
export const SEED_PARTS = [
  {
    partNumber: '6204-2RS',
    name: 'Deep Groove Ball Bearing 6204-2RS',
    description:
      'Sealed single-row bearing, 20 × 47 × 14 mm, chrome steel races and rubber seals on both sides. Pre-greased for electric motors, pumps and conveyor rollers.',
    img: '/images/parts/ball-bearing.webp',
    quantity: 1200,
    priceCents: 480,
  },
  {
    partNumber: 'SG-M2-40',
    name: 'Spur Gear 40T, Module 2',
    description:
      'Hobbed C45 steel spur gear, 40 teeth, 20° pressure angle, 20 mm bore with keyway. Induction-hardened teeth for gearboxes and drive trains.',
    img: '/images/parts/spur-gear.webp',
    quantity: 450,
    priceCents: 1850,
  },
  {
    partNumber: 'HB-M10X50-88',
    name: 'Hex Bolt M10 × 50, Grade 8.8',
    description:
      'Zinc-plated high-tensile hex bolt, partial thread, ISO 4014. Packed loose for assembly lines; matching nuts and washers available on request.',
    img: '/images/parts/hex-bolt.webp',
    quantity: 25000,
    priceCents: 42,
  },
  {
    partNumber: 'HSK-50',
    name: 'Hydraulic Cylinder Seal Kit 50 mm',
    description:
      'Complete rebuild kit for 50 mm bore cylinders: piston seal, rod seal, wiper, O-rings and guide rings in NBR and PTFE, rated to 250 bar.',
    img: '/images/parts/seal-kit.webp',
    quantity: 800,
    priceCents: 1290,
  },
  {
    partNumber: 'GT2-20T-8',
    name: 'GT2 Timing Pulley 20T, 8 mm Bore',
    description:
      'Anodised aluminium pulley for 6 mm GT2 belts with two M3 set screws. Zero-backlash tooth profile for CNC machines, printers and pick-and-place gantries.',
    img: '/images/parts/timing-pulley.webp',
    quantity: 1500,
    priceCents: 675,
  },
  {
    partNumber: 'FC-25-SS',
    name: 'Stainless Flange Coupling 25 mm',
    description:
      'Rigid two-piece flange coupling in 304 stainless steel for 25 mm shafts. Six bolts, machined faces for accurate alignment in food-grade lines.',
    img: '/images/parts/flange-coupling.webp',
    quantity: 320,
    priceCents: 2700,
  },
  {
    partNumber: 'BLDC-24-200',
    name: 'Brushless DC Motor 24 V, 200 W',
    description:
      'Three-phase BLDC motor with Hall sensors, 3000 rpm rated speed, 0.64 N·m continuous torque, 14 mm keyed shaft. For AGVs, pumps and fans.',
    img: '/images/parts/bldc-motor.webp',
    quantity: 140,
    priceCents: 8900,
  },
  {
    partNumber: 'HGR15-500',
    name: 'Linear Guide Rail HGR15, 500 mm',
    description:
      'Hardened profile rail with one HGH15 carriage, preloaded for rigidity. Four-row ball recirculation for smooth, precise travel in automation axes.',
    img: '/images/parts/linear-rail.webp',
    quantity: 260,
    priceCents: 4620,
  },
  {
    partNumber: 'CS-20X60',
    name: 'Compression Spring 20 × 60 mm',
    description:
      'Music-wire compression spring, 2 mm wire, closed and ground ends, rate 6.2 N/mm. Shot-peened for long fatigue life in valves and fixtures.',
    img: '/images/parts/compression-spring.webp',
    quantity: 9000,
    priceCents: 115,
  },
  {
    partNumber: 'HS-100X60',
    name: 'Aluminium Heat Sink 100 × 60 mm',
    description:
      'Extruded 6063-T5 heat sink with 12 fins, black anodised, 0.9 K/W with forced air. Flat base lapped for power modules and LED drivers.',
    img: '/images/parts/heat-sink.webp',
    quantity: 700,
    priceCents: 940,
  },
  {
    partNumber: 'SV-52-G14',
    name: 'Pneumatic Solenoid Valve 5/2, G1/4',
    description:
      'Single-coil 5/2-way valve, 24 V DC, 0.15–0.8 MPa, manual override. Aluminium body for double-acting cylinders in packaging machines.',
    img: '/images/parts/solenoid-valve.webp',
    quantity: 210,
    priceCents: 3450,
  },
  {
    partNumber: 'DC-18X25-1M',
    name: 'Nylon Cable Drag Chain 18 × 25 mm, 1 m',
    description:
      'Openable glass-filled nylon energy chain with end brackets, 38 mm bend radius. Guides and protects cables and hoses on moving machine axes.',
    img: '/images/parts/drag-chain.webp',
    quantity: 480,
    priceCents: 1580,
  },
] as const;
