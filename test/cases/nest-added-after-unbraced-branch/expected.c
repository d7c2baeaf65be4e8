void f(int a)
{
	bar(a);
	x();
	if (a) {
		bar(2);
		x();
	}
	else {
		bar(3);
		x();
	}
	while (a--) {
		bar(4);
		x();
	}
}
