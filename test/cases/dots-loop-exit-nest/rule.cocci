// a nest's dots leaving a loop's body pass its head (here a do's tail),
// whose occurrences are the nest's; a head the dots came in by is
// changed once
@r exists@
expression E;
@@
  start(E);
  <...
- poke(E)
+ peek(E)
  ...>
  stop(E);
