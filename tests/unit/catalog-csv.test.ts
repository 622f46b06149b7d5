import { describe, expect, it } from 'vitest';
import { Problems, rowBatches, type PartRow } from '@/lib/catalog/catalog-csv-rows';

const HEADER = 'partNumber,name,description,prize,quantity,img';
const IMG = '/images/parts/hex-bolt.webp';

/** Reads a file as the import does: its valid rows and its problems. */
async function read(text: string | Buffer) {
  const problems = new Problems();
  const rows: PartRow[] = [];
  for await (const batch of rowBatches(Buffer.isBuffer(text) ? text : Buffer.from(text), problems))
    rows.push(...batch);
  return { rows, problems: problems.listed, count: problems.count, read: problems.rows };
}

describe('catalog CSV rows', () => {
  it('reads rows with quoted commas and newlines, a BOM and CRLF, numbering them as a spreadsheet does', async () => {
    const file = `\ufeff${HEADER}\r\nA-1,"Bolt, hex","Two\r\nlines",1.50,10,${IMG}\r\n\r\nB-2,Nut,Plain,0.20,5,${IMG}\r\nB-3,Washer,x,abc,5,${IMG}\r\n`;
    const { rows, problems } = await read(file);
    expect(rows.map((r) => [r.row, r.partNumber, r.name, r.description, r.priceCents, r.quantity])).toEqual([
      [2, 'A-1', 'Bolt, hex', 'Two\r\nlines', 150, 10],
      [4, 'B-2', 'Nut', 'Plain', 20, 5],
    ]);
    // The quoted newline is one row; the blank line is row 3 and ignored.
    expect(problems).toEqual([
      { row: 5, column: 'prize', message: 'prize must be a positive amount with at most 2 decimals' },
    ]);
  });

  it('names a wrong, missing, unknown or doubled header column, and reads no row then', async () => {
    expect((await read(`partNumber,name,description,prize,quantity\nA,b,c,1,1\n`)).problems).toEqual([
      { row: 1, column: 'img', message: 'The column "img" is missing' },
    ]);
    const unknown = await read(`${HEADER},colour,name\nA,b,c,1,1,${IMG},red,b\n`);
    expect(unknown.problems.map((p) => [p.row, p.column])).toEqual([
      [1, 'colour'],
      [1, 'name'],
    ]);
    expect(unknown.problems[0]!.message).toMatch(
      /^Unknown column "colour": the columns are partNumber, name,/,
    );
    expect(unknown.problems[1]!.message).toBe('The column "name" is there twice');
    expect(unknown.rows).toEqual([]);
  });

  it('says to use commas when the file is separated by semicolons', async () => {
    const { problems } = await read(`${HEADER.replaceAll(',', ';')}\nA;b;c;1;1;${IMG}\n`);
    expect(problems).toEqual([
      { row: 1, column: null, message: 'Separate the columns with commas (,), not semicolons (;)' },
    ]);
  });

  it('refuses a row with too few or too many cells, a duplicate number (ignoring case), and bad fields', async () => {
    const { problems } = await read(
      [
        HEADER,
        `A-1,Bolt,x,1,1,${IMG}`,
        `a-1,Bolt again,x,1,1,${IMG}`,
        `A-2,Short,x,1`,
        `A-3,Long,x,1,1,${IMG},extra`,
        `,No number,x,1,1,${IMG}`,
        `BAD#1,Hash,x,1,1,${IMG}`,
        `A-4,Neg,x,1,-5,${IMG}`,
        `A-5,Img,x,1,5,javascript:alert(1)`,
        `A-6,,x,1,5,${IMG}`,
      ].join('\n'),
    );
    expect(problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [3, 'partNumber', 'Part number a-1 is also on row 2'],
      [4, null, 'This row has 4 cells; the header has 6'],
      [5, null, 'This row has 7 cells; the header has 6'],
      [6, 'partNumber', 'partNumber is Required'],
      [7, 'partNumber', 'Part number must be 1 to 40 letters, digits, spaces or - _ . /'],
      [8, 'quantity', 'quantity must be a whole number, 0 or more'],
      [9, 'img', 'Image must be an uploaded image address'],
      [10, 'name', 'Product name is Required'],
    ]);
  });

  it('reads the optional columns: blank is the default (null), absent leaves the part as it is', async () => {
    const withColumns = await read(
      `${HEADER},minimumQuantity,quantityStep,priceBreaks\nA,b,c,2.00,1,${IMG},100,50,"200=1.90, 500=1.80"\nB,b,c,1,1,${IMG},,,\n`,
    );
    expect(withColumns.rows[0]).toMatchObject({
      minimumQuantity: 100,
      quantityStep: 50,
      priceBreaks: [
        { minQuantity: 200, unitCents: 190 },
        { minQuantity: 500, unitCents: 180 },
      ],
    });
    expect(withColumns.rows[1]).toMatchObject({
      minimumQuantity: null,
      quantityStep: null,
      priceBreaks: null,
    });
    const without = await read(`${HEADER}\nA,b,c,1,1,${IMG}\n`);
    expect(without.rows[0]).not.toHaveProperty('minimumQuantity');
    expect(without.rows[0]).not.toHaveProperty('priceBreaks');
  });

  it("takes off the export's formula mark, and reports a file that is not CSV or is empty", async () => {
    const { rows } = await read(`${HEADER}\nA,'=SUM(1),'-dash,1,1,${IMG}\n`);
    expect(rows[0]).toMatchObject({ name: '=SUM(1)', description: '-dash' });
    const broken = await read(`${HEADER}\nA,"unclosed,x,1,1,${IMG}\n`);
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]).toMatchObject({ row: 2, column: null });
    expect(broken.problems[0]!.message).toMatch(/^The file is not valid CSV from this row on/);
    expect((await read('')).problems).toEqual([
      {
        row: null,
        column: null,
        message: 'The file is empty: it needs a header row (partNumber,name,description,prize,quantity,img)',
      },
    ]);
  });
});
