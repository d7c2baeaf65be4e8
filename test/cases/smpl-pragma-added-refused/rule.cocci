// code added next to a #pragma line: spatch 1.1.1 cannot attach it
// ("no available token to attach to"); refused, not half done
@@
pragmainfo p;
@@

- #pragma pack p
+ #pragma pack(push, 1)
