@@
@@
struct
+ tmp_name
{...}
