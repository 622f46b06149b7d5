/**
 * The /blogs page: six questions front-end developers ask, answered plainly. Code in an answer is
 * written between backticks: the page sets it as code that may wrap anywhere, so a long expression
 * never widens the page on a phone.
 */
export const BLOG_POSTS = [
  {
    question: 'How does React decide when to re-render a component?',
    answer:
      'A component renders again when its state changes, when its parent renders, or when a context it reads changes. React then compares the new element tree with the previous one and touches the DOM only where they differ. Memoisation (React.memo, useMemo, the React Compiler) skips work when the inputs are equal, but it is a tool for measured slowness, not a default.',
  },
  {
    question: 'What are the different ways to manage state in a React application?',
    answer:
      'Local state (useState, useReducer) covers most UI. Lift state to the nearest common parent when siblings share it, and use context for values many components read, such as the signed-in user or a theme. Server data is best kept in a fetching layer or server components rather than copied into global stores; dedicated stores (Redux, Zustand) earn their place when many distant components update the same client data.',
  },
  {
    question: 'How does prototypal inheritance work in JavaScript?',
    answer:
      "Every object has a hidden link to another object, its prototype. When a property is missing on the object, JavaScript looks it up along this chain until it finds it or reaches null. Classes are syntax over the same mechanism: methods live on the constructor's prototype object and instances share them instead of copying them.",
  },
  {
    question: 'Why should you not set state directly, as in this.state.products = [...]?',
    answer:
      "Mutating state behind React's back does not schedule a render, so the screen shows stale data, and it breaks the comparison React uses to detect changes, because the old and new values are the same object. Always create a new value and hand it to the setter, so React knows something changed and when.",
  },
  {
    question: 'How would you find products by name in an array of products?',
    answer:
      'Use `filter` with a case-insensitive comparison: `products.filter(p => p.name.toLowerCase().includes(query.trim().toLowerCase()))`. For one exact match, `find` returns the first hit or `undefined`. For large catalogues, search on the server with an index instead of shipping every product to the browser.',
  },
  {
    question: 'What is a unit test and why should you write them?',
    answer:
      'A unit test checks one small piece of behaviour in isolation: given these inputs, this output. Good tests document intent, catch regressions before customers do and make refactoring safe. Test behaviour rather than implementation details, and keep a few end-to-end tests for the paths that earn the money, like checkout.',
  },
] as const;
