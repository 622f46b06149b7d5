import { HomePage } from './home-page';

// Cached and shared by every visitor; rebuilt when the catalog or the reviews change, and at
// least every 30 s for stock (PUBLIC_REVALIDATE_SECONDS; Next needs a literal here).
export const revalidate = 30;

export default HomePage;
