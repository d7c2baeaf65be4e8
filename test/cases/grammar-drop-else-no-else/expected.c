void h(int a)
{
	if (a) {
		f();
	}
	if (a) {
		g();
	} else {
		k();
	}
}
