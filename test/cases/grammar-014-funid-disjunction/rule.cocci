// fundecl: funinfo (static, inline), a return type, and a funid that is
// a disjunction of names
@@
@@
  static inline
  int
(
  start
|
  stop
)
  (...) {
  ...
- legacy();
+ modern();
  ...
  }
