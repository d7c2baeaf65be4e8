struct foo { int x; };
void free_any(), free_struct(), free_tag();
void ptr(), sptr(), tptr();

void f(int *p, int i, struct foo *s, struct foo v)
{
	free_any(p);
	free_any(i);
	free_struct(s);
	free_struct(p);
	free_tag(s);
	free_tag(v);
}
