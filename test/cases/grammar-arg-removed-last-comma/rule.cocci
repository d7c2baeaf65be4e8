// A removed last argument after a kept comma takes that comma along, as
// spatch 1.1.1 prints the list (`g(1, 2)` gives `g(1)`), with dots
// before it or not; cfix left `g(1,)`.
@@
@@
  g(...,
- 2
  )

@@
expression E;
@@
  h(E,
- 0
  )
