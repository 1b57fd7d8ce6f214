/** One small vehicle ontology in the three upload formats (the same classes, properties and individuals). */

export const VEHICLES_TTL = `@prefix : <http://example.org/vehicles#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .

:Vehicle a owl:Class .
:Car a owl:Class ; rdfs:subClassOf :Vehicle .
:SportsCar a owl:Class ; rdfs:subClassOf :Car ; rdfs:label "Sports Car"@en .
:Manufacturer a owl:Class .
:Person a owl:Class .
:manufacturedBy a owl:ObjectProperty .
:designedBy a owl:ObjectProperty .
:Zephyrion a :SportsCar .
:Korvalda a :Manufacturer .
`;

export const VEHICLES_OWL = `<?xml version="1.0"?>
<!DOCTYPE rdf:RDF [ <!ENTITY owl "http://www.w3.org/2002/07/owl#"> ]>
<rdf:RDF xmlns="http://example.org/vehicles#" xml:base="http://example.org/vehicles"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#"
  xmlns:owl="http://www.w3.org/2002/07/owl#">
  <owl:Ontology rdf:about=""/>
  <!-- classes -->
  <owl:Class rdf:about="#Vehicle"/>
  <owl:Class rdf:about="#Car"><rdfs:subClassOf rdf:resource="#Vehicle"/></owl:Class>
  <owl:Class rdf:about="#SportsCar">
    <rdfs:label xml:lang="en">Sports Car</rdfs:label>
    <rdfs:subClassOf><owl:Class rdf:about="#Car"/></rdfs:subClassOf>
  </owl:Class>
  <rdf:Description rdf:about="#Manufacturer"><rdf:type rdf:resource="&owl;Class"/></rdf:Description>
  <owl:Class rdf:about="#Person"/>
  <owl:ObjectProperty rdf:about="#manufacturedBy"/>
  <owl:ObjectProperty rdf:about="#designedBy"/>
  <SportsCar rdf:about="#Zephyrion"/>
  <owl:NamedIndividual rdf:about="#Korvalda"><rdf:type rdf:resource="#Manufacturer"/></owl:NamedIndividual>
</rdf:RDF>
`;

export const VEHICLES_JSONLD = JSON.stringify({
  "@context": { "@vocab": "http://example.org/vehicles#", v: "http://example.org/vehicles#", subClassOf: { "@id": "rdfs:subClassOf", "@type": "@id" } },
  "@graph": [
    { "@id": "v:Vehicle", "@type": "owl:Class" },
    { "@id": "v:Car", "@type": "owl:Class", subClassOf: "v:Vehicle" },
    { "@id": "v:SportsCar", "@type": "owl:Class", subClassOf: "v:Car", "rdfs:label": { "@value": "Sports Car", "@language": "en" } },
    { "@id": "v:Manufacturer", "@type": "owl:Class" },
    { "@id": "v:Person", "@type": "owl:Class" },
    { "@id": "v:manufacturedBy", "@type": "owl:ObjectProperty" },
    { "@id": "v:designedBy", "@type": "owl:ObjectProperty" },
    { "@id": "v:Zephyrion", "@type": "SportsCar" },
    { "@id": "v:Korvalda", "@type": ["owl:NamedIndividual", "v:Manufacturer"] },
  ],
});
