void h(int a)
{
	if (a) {
		f();
	}
	if (a) {
		f();
	} else {
		k();
	}
}
