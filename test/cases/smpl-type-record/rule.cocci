// `T { ... };` with T a type metavariable matches the definition of any
// struct (named, typedef'd, anonymous).
@@
type T;
@@
T {
- int legacy;
+ long legacy;
};
