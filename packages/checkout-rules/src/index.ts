// Filled in by the checkout work (issue 3); see docs/purchase-flow.md.
export {};
