enum { A = 1, B = 2, C = 4 };
void set_flags(int);

void g(int x)
{
	set_flags(A);
	set_flags(A | B);
	set_flags(B | A);
	set_flags(B | A | C);
	set_flags(x | B | C | A);
	set_flags(B | C);
	set_flags(B | (A | C));
	set_flags(B + A);
}
