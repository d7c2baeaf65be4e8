#define F(p) free(p);
#define G(p) do { free(p); } while (0)
#define H(p) foo(p, 1)
