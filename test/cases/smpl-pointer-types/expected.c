struct foo { int x; };
void free_any(), free_struct(), free_tag();
void ptr(), sptr(), tptr();

void f(int *p, int i, struct foo *s, struct foo v)
{
	ptr(p);
	free_any(i);
	sptr(s);
	free_struct(p);
	tptr(s);
	free_tag(v);
}
