int main () {
foo();
if(y) {
foo();
rrr();
}
foo();
if(z) {
foo();
{
foo();
sss();
}
}
}
