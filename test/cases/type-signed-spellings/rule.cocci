// spatch 1.1.1: `signed int` and `signed` match each other (as
// `unsigned int` and `unsigned` do); `short`/`short int`, `long`/
// `long int` and `long long`/`long long int` are spelled apart: each
// matches only itself.
@@
identifier z;
@@
(
- signed int z;
+ int z;
|
- unsigned z;
+ unsigned int z;
|
- short z;
+ short int z;
|
- long int z;
+ long z;
|
- long long z;
+ s64 z;
)
