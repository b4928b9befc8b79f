export function main(){}
