import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { signedInAdmin, type TestUser } from '../support/auth';
import { addCategory } from '../support/categories';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

// Issue 37: the category tree mends what a crash or a race would leave: a move half made, a part
// put into a category while it was deleted.
type Category = { _id: string; slug: string; path: string };

let admin: TestUser;
const tag = randomBytes(3).toString('hex');

beforeAll(async () => {
  admin = await signedInAdmin();
});

const add = (name: string, parentId: string | null = null) => addCategory<Category>(admin, name, parentId);
const page = async (path: string) => (await fetch(`${baseURL()}${path}`, { redirect: 'manual' })).status;

describe('category repairs', () => {
  it('finishes a move a crash left half made before the next change of the tree', async () => {
    const top = await add(`Springs ${tag}`);
    const mid = await add(`Coil ${tag}`, top._id);
    const leaf = await add(`Extension ${tag}`, mid._id);
    // As if the instance died inside a rename of the top: the move written down and only the top
    // itself placed; its descendants still at their old paths.
    const slug = `springs-renamed-${tag}`;
    const moves = [
      { id: new ObjectId(top._id), set: { name: `Springs renamed ${tag}`, slug, path: slug } },
      { id: new ObjectId(mid._id), set: { path: `${slug}/${mid.slug}` } },
      { id: new ObjectId(leaf._id), set: { path: `${slug}/${mid.slug}/${leaf.slug}` } },
    ];
    await withAppDb(async (db) => {
      await db
        .collection('categories')
        .updateOne(
          { _id: new ObjectId(top._id) },
          { $set: { ...moves[0]!.set, pendingMove: { moves, at: new Date() } } },
        );
    });
    expect(await page(`/categories/${mid.path}`)).toBe(200);
    // Any change of the tree finishes it first.
    await add(`Anything ${tag}`);
    const tree = (await api<Category[]>('/api/categories')).body;
    expect(tree.find((c) => c._id === leaf._id)?.path).toBe(`${slug}/${mid.slug}/${leaf.slug}`);
    expect(tree.find((c) => c._id === mid._id)?.path).toBe(`${slug}/${mid.slug}`);
    expect(await page(`/categories/${slug}/${mid.slug}/${leaf.slug}`)).toBe(200);
    const left = await withAppDb((db) =>
      db.collection('categories').countDocuments({ pendingMove: { $exists: true } }),
    );
    expect(left).toBe(0);
  });

  it('never leaves a part in a deleted category, however an edit and the deletion interleave', async () => {
    const bins = await add(`Bins ${tag}`);
    const parts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createTestProduct({ quantity: 1, name: `Bin part ${i} ${tag}` })),
    );
    // Each edit checks the category, then writes; the deletion counts parts, then deletes. Fired
    // together, the order varies from run to run (most often the edits land first and the deletion
    // is refused); whatever it is, no part may end in a category that is gone.
    const [deleted, ...edits] = await Promise.all([
      api(`/api/categories/${bins._id}`, { method: 'DELETE', cookie: admin.cookie }),
      ...parts.map((id) =>
        api(`/api/product/${id}`, { method: 'PATCH', cookie: admin.cookie, body: { categoryId: bins._id } }),
      ),
    ]);
    for (const edit of edits) expect([200, 409, 422]).toContain(edit.status);
    const stillIn = await withAppDb((db) =>
      db.collection('products').countDocuments({ categoryId: new ObjectId(bins._id) }),
    );
    if (deleted.status === 200) expect(stillIn).toBe(0);
    else {
      expect(deleted.status).toBe(409);
      expect(stillIn).toBeGreaterThan(0);
    }
  });
});
