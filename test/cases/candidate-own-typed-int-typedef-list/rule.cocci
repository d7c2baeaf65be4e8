// A type list with a typedef (`typedef u32;` matches its own spelling
// only): an `int` the file declares fits none of them, so the candidate
// pass has no candidate and clang does not read the file; the finding
// at the `unsigned int` is clang's.
@@
typedef u32;
{unsigned int, u32} v;
@@
* v < 0
