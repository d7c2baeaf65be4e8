@@
fresh identifier n = "arg";
type T;
@@

 handler(..., T
+ n
  , ...) { ... }
