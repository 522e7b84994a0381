"""The effect vocabulary: one module per primitive family; ``registry.REGISTRY`` maps op ids
to primitives. Cards are data; the engine interprets them through this registry."""
